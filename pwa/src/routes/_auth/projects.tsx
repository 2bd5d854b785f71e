/** /projects (signed in): the investment cards arrive with the invest flow; until then, say so. */
import { createFileRoute, Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";

export const Route = createFileRoute("/_auth/projects")({
  component: ProjectsPage,
});

function ProjectsPage() {
  return (
    <section className="card narrow">
      <h1>
        <Trans>Investment projects</Trans>
      </h1>
      <p>
        <Trans>
          The art paint board collections are being prepared and will appear here soon. Nothing can be invested yet, and
          no money is taken from your balance.
        </Trans>
      </p>
      <Link to="/dashboard" className="button button--outline">
        <Trans>Go to dashboard</Trans>
      </Link>
    </section>
  );
}
