/**
 * The 'Welcome' card with its login and register tabs
 * (docs/product-rules.md#screen-login). Both panels stay mounted, so switching tabs keeps
 * what was typed; the register form's code comes when its tab is first wanted
 * (register-panel.tsx). A `?ref=` code opens the register tab pre-filled, and the register
 * form says so once.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LoginForm } from "./login-form";
import { preloadRegisterForm, RegisterPanel } from "./register-panel";

type Tab = "login" | "register";
const TABS: Tab[] = ["login", "register"];

interface WelcomeCardProps {
  referralCode?: string;
  loginHelp: ReactNode;
  registerHelp: ReactNode;
  /** The age of majority the registration checkbox states (KYC-9). */
  ageOfMajority?: number;
}

export function WelcomeCard({ referralCode, loginHelp, registerHelp, ageOfMajority }: WelcomeCardProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>(referralCode ? "register" : "login");
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ login: null, register: null });
  const listRef = useRef<HTMLDivElement>(null);

  // On the prerendered /login, a tab chosen before the app started was shown by
  // pwa/public/boot.js: take it up, and take the tab list over.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    list.setAttribute("data-started", "1");
    const chosen = TABS.find((id) => list.getAttribute("data-selected-before-start") === `tab-${id}`);
    list.removeAttribute("data-selected-before-start");
    if (chosen) setTab(chosen);
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    const next = tab === "login" ? "register" : "login";
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="card welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title" className="welcome__title">
        <Trans>Welcome</Trans>
      </h1>
      <p className="welcome__lead">
        <Trans>Log in to your account or create a new one.</Trans>
      </p>
      <div ref={listRef} role="tablist" aria-label={t`Account`} className="tabs" onKeyDown={onKeyDown}>
        {TABS.map((id) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-controls={`panel-${id}`}
            aria-selected={tab === id}
            tabIndex={tab === id ? 0 : -1}
            className="tabs__tab"
            onClick={() => setTab(id)}
            // The register form's code starts as the finger or the focus comes (register-panel.tsx).
            onPointerDown={id === "register" ? preloadRegisterForm : undefined}
            onFocus={id === "register" ? preloadRegisterForm : undefined}
          >
            {id === "login" ? <Trans>Login</Trans> : <Trans>Register</Trans>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="panel-login" aria-labelledby="tab-login" hidden={tab !== "login"}>
        <LoginForm help={loginHelp} />
      </div>
      <div role="tabpanel" id="panel-register" aria-labelledby="tab-register" hidden={tab !== "register"}>
        <RegisterPanel referralCode={referralCode} help={registerHelp} shown={tab === "register"} ageOfMajority={ageOfMajority} />
      </div>
    </section>
  );
}
