/**
 * The page the station's browser shows once the identity provider ended its session there:
 * a tab the kiosk opened closes itself.
 */
export function signedOutPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signed out</title></head>
<body><main><h1>You are signed out</h1><p>Your campus sign-in on this browser has ended. You can close this page.</p></main>
<script>window.close()</script></body></html>
`;
}
