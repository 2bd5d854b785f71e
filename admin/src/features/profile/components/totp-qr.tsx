/**
 * The otpauth:// URL as a QR code for an authenticator app to scan: `uqr` computes the
 * modules, React draws them as one SVG path. Loaded only when shown (React.lazy in
 * profile-page.tsx), so the panel's other pages do not carry the encoder. The secret is
 * also shown as text beside it, for typing in.
 */
import { encode } from "uqr";

export default function TotpQr({ url, label }: { url: string; label: string }) {
  const { data, size } = encode(url, { border: 2 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ""))).join("");
  return (
    <svg
      className="totp-qr"
      viewBox={`0 0 ${size} ${size}`}
      width={200}
      height={200}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
