/** Entry: loads the saved language's catalog, then mounts the app with Query and Lingui. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { App } from "./app/app";
import { ToastProvider } from "./components/ui/toast";
import { activateLocale, savedLocale } from "./lib/i18n";
import { createQueryClient, endSession } from "./lib/query-client";
import "./styles.css";
import "./panels.css";
import "./figures.css";
import "./editors.css";

const queryClient = createQueryClient(endSession);

await activateLocale(savedLocale());

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <App />
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
