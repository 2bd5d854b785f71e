/** The signed-in links of the top bar, the drawer and the footer (docs/product-rules.md#screen-frame). */
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";

export function NavLinks({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const props = { onClick: onNavigate, className: "nav-link", activeProps: { "aria-current": "page" as const } };
  return (
    <ul className={className}>
      <li>
        <Link to="/" activeOptions={{ exact: true }} {...props}>
          <Trans>Home</Trans>
        </Link>
      </li>
      <li>
        <Link to="/dashboard" {...props}>
          <Trans>Dashboard</Trans>
        </Link>
      </li>
      <li>
        <Link to="/projects" {...props}>
          <Trans>Projects</Trans>
        </Link>
      </li>
      <li>
        <Link to="/assistant" {...props}>
          <Trans>Assistant</Trans>
        </Link>
      </li>
    </ul>
  );
}
