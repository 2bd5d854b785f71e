/**
 * A form's request on the public pages, which carry no query client (src/public): sends
 * `send(input)` and says whether it is on its way. After a success it stays pending, since
 * the page is then left for the app (features/auth/enter-app.ts): the button must not send twice.
 */
import { useState } from "react";

export interface RequestHandlers<O> {
  onSuccess?: (output: O) => void;
  onError?: (err: unknown) => void;
}

export function useRequest<I, O>(send: (input: I) => Promise<O>) {
  const [isPending, setPending] = useState(false);
  const mutate = (input: I, handlers: RequestHandlers<O> = {}) => {
    setPending(true);
    send(input).then(
      (output) => handlers.onSuccess?.(output),
      (err: unknown) => {
        setPending(false);
        handlers.onError?.(err);
      },
    );
  };
  return { mutate, isPending };
}
