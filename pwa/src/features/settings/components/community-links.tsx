/**
 * The footer's community and social links, from the operator's public settings
 * (docs/product-rules.md#operator, docs/product-rules.md#screen-frame): the community
 * channel, then LionArt on WhatsApp and Telegram. An empty setting shows no link, and
 * with none set the whole section is left out: a dead link would be worse than none.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { PublicSettings } from "@app/schema/contracts/settings";

export function CommunityLinks({ settings }: { settings: PublicSettings | undefined }) {
  const { t } = useLingui();
  if (!settings) return null;
  const links = [
    { id: "community", href: settings.communityLink, label: t`Join the LionArt community` },
    { id: "whatsapp", href: settings.whatsappLink, label: t`LionArt on WhatsApp` },
    { id: "telegram", href: settings.telegramLink, label: t`LionArt on Telegram` },
  ].filter((l) => /^https:\/\//.test(l.href));
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="footer-community">
      <h2 className="footer__title" id="footer-community">
        <Trans>Community</Trans>
      </h2>
      <ul className="footer__list">
        {links.map((l) => (
          <li key={l.id}>
            <a href={l.href} target="_blank" rel="noopener noreferrer">
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
