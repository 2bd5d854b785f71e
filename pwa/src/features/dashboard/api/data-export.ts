/**
 * The investor's data export (docs/product-rules.md#data-rights, DATA-1..DATA-3): reads the
 * first page, follows each list's `next` until it is null (waiting out a 429's Retry-After),
 * and saves one JSON file with every list joined. Throws the API's `ApiError`.
 */
import type { DataExport, DataExportPage } from "@app/schema/contracts/data-export";
import { ApiError, api } from "@app/web/api-client";

/** Waits `seconds`. */
const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** GETs `path`, once more after Retry-After when the export's page limit answers 429 (DATA-3); at most 3 tries. */
async function getPaced<T>(path: string): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api<T>(path);
    } catch (err) {
      if (!(err instanceof ApiError) || err.code !== "too_many_attempts" || attempt >= 2) throw err;
      await wait(Math.min(err.retryAfter ?? 5, 60));
    }
  }
}

/** Everything we hold on the signed-in investor, every page joined (`next` then null everywhere). */
export async function fetchAllMyData(): Promise<DataExport> {
  const data = await api<DataExport>("/api/user/data-export");
  for (const list of Object.values(data.lists)) {
    let next = list.next;
    while (next) {
      const page = await getPaced<DataExportPage>(next);
      list.items.push(...page.items);
      next = page.next;
    }
    list.next = null;
  }
  return data;
}

/** Saves `text` as a download named `name`. */
export function saveFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
