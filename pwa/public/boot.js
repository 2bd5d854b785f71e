/*
 * Starts the app on the prerendered /login and /terms after their first paint, and keeps
 * for it what the reader does before (a held form, a chosen tab or language): see
 * docs/ARCHITECTURE.md#prerendered-pages. Written by pwa/scripts/prerender.mjs.
 */
(() => {
  // Only the prerendered elements (a deferred script runs once the page is parsed): what
  // the app renders itself is its own from the start.
  const forms = new Set(document.querySelectorAll("form"));
  const languageSelects = new Set(document.querySelectorAll("select.language-select"));
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!forms.has(form) || form.getAttribute("data-started") === "1") return;
      event.preventDefault();
      form.setAttribute("data-submit-pending", "1");
    },
    true,
  );
  // A tab chosen (the login card's Login / Register) is shown at once and taken up by the
  // app (welcome-card.tsx) until the tab list is its own (data-started).
  const tabs = new Set(document.querySelectorAll('[role="tab"]'));
  document.addEventListener("click", (event) => {
    const tab = event.target.closest?.('[role="tab"]');
    const list = tab?.closest('[role="tablist"]');
    if (!tabs.has(tab) || !list || list.getAttribute("data-started") === "1") return;
    for (const other of list.querySelectorAll('[role="tab"]')) {
      const selected = other === tab;
      other.setAttribute("aria-selected", String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(other.getAttribute("aria-controls"));
      if (panel) panel.hidden = !selected;
    }
    list.setAttribute("data-selected-before-start", tab.id);
  });
  document.addEventListener("change", (event) => {
    const select = event.target;
    if (!languageSelects.has(select)) return;
    try {
      // The language store's saved form (src/lib/language-store.ts, persisted by zustand).
      localStorage.setItem("lionart-language", JSON.stringify({ state: { locale: select.value }, version: 0 }));
    } catch {
      // Private mode: the app starts in the page's language.
    }
  });

  const boot = document.currentScript;
  const entry = boot.getAttribute("data-entry");
  const preload = (boot.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  const start = () => {
    for (const href of preload) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.appendChild(script);
  };
  // After the first contentful paint has been shown (a frame's rAF comes before its paint,
  // and a paint is shown later still); two frames where paint timing is not reported.
  let started = false;
  const startOnce = () => {
    if (!started) setTimeout(start, 0);
    started = true;
  };
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: "paint", buffered: true });
    // A safety net: a page whose paint is never reported (a tab opened in the background).
    setTimeout(startOnce, 5000);
  } else {
    requestAnimationFrame(() => requestAnimationFrame(startOnce));
  }
})();
