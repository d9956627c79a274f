const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a browser shows once the station is signed in: the sign-in itself happens on the station. */
export function signedInPage(navName: string | null): string {
  const where = navName ? `station ${escapeHtml(navName)}` : 'the station';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signed in</title></head>
<body><main><h1>You are signed in</h1><p>Your session is starting on ${where}. You can close this page.</p></main></body></html>
`;
}
