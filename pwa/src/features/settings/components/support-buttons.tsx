/**
 * Buttons opening the support chats set by the operator (docs/product-rules.md#operator). An empty
 * setting means no button: a dead link would be worse than none.
 */
import { Trans } from "@lingui/react/macro";
import type { PublicSettings } from "@app/schema/contracts/settings";

type Channel = "whatsapp" | "telegram" | "community";

interface SupportButtonsProps {
  settings: PublicSettings | undefined;
  channels?: Channel[];
}

export function SupportButtons({ settings, channels = ["whatsapp", "telegram"] }: SupportButtonsProps) {
  if (!settings) return null;
  const links = channels
    .map((channel) => ({ channel, href: linkOf(settings, channel) }))
    .filter((l) => /^https?:\/\//.test(l.href));
  if (links.length === 0) {
    return (
      <p className="muted">
        <Trans>The support chat is not available at the moment.</Trans>
      </p>
    );
  }
  return (
    <div className="support-buttons">
      {links.map(({ channel, href }) => (
        <a key={channel} className="button button--outline button--small" href={href} target="_blank" rel="noopener noreferrer">
          {channel === "whatsapp" && <Trans>Chat with support on WhatsApp</Trans>}
          {channel === "telegram" && <Trans>Chat with support on Telegram</Trans>}
          {channel === "community" && <Trans>Join our community</Trans>}
        </a>
      ))}
    </div>
  );
}

function linkOf(settings: PublicSettings, channel: Channel): string {
  if (channel === "whatsapp") return settings.whatsappLink;
  if (channel === "telegram") return settings.telegramLink;
  return settings.communityLink;
}
