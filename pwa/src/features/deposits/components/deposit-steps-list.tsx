/** The numbered transfer instructions, each value with a copy button when it is worth copying. */
import type { DepositStepView } from "@app/schema/contracts/settings";
import { CopyButton } from "../../../components/ui/copy-button";

export function DepositStepsList({ steps }: { steps: DepositStepView[] }) {
  return (
    <ol className="deposit-steps">
      {steps.map((step, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed list; keys may repeat
        <li key={`${i}-${step.key}`} className="deposit-steps__item">
          <div className="deposit-steps__text">
            <p className="deposit-steps__key">{step.key}</p>
            <p className="deposit-steps__value">
              <code>{step.value}</code>
            </p>
            <p className="small">{step.description}</p>
          </div>
          {step.copyable && <CopyButton value={step.value} />}
        </li>
      ))}
    </ol>
  );
}
