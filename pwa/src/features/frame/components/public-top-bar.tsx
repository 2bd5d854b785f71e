/** The top bar of the public pages (docs/product-rules.md#screen-frame): brand, language and Login. */
import { LanguageSelect } from "../../../components/ui/language-select";
import { SessionButton } from "./session-button";
import { TopBar } from "./top-bar";

export function PublicTopBar() {
  return (
    <TopBar>
      <LanguageSelect />
      <span>
        <SessionButton signedIn={false} loggingOut={false} onLogout={() => {}} />
      </span>
    </TopBar>
  );
}
