/**
 * Resolves compose-style `${VAR}` references the way they read on a machine where none of
 * the variables is set: `${VAR:-default}` and `${VAR-default}` become the default,
 * `${VAR:+alternative}` becomes empty, and any other reference (`${VAR}`, `${VAR:?message}`)
 * becomes the placeholder `<VAR>`. `$$` is a literal `$`.
 *
 * @example withDefaults('nats://${LEAF_HOST:-nats-leaf}:4222') // 'nats://nats-leaf:4222'
 */
export function withDefaults(value: string): string {
  return value
    .replace(/\$\{(\w+)(?:(:?[-+?])([^}]*))?\}/g, (_match, name: string, operator?: string, word?: string) => {
      if (operator?.endsWith('-')) return word ?? '';
      if (operator?.endsWith('+')) return '';
      return `<${name}>`;
    })
    .replaceAll('$$', '$');
}
