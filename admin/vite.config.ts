/** Builds the admin SPA into the Worker's assets folder, served under /admin (stack-notes.md). */
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";

export default defineConfig({
  base: "/admin/",
  plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui()],
  build: { outDir: "../dist/admin", emptyOutDir: true },
});
