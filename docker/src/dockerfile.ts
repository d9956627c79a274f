import { posix } from 'node:path';

/** One instruction of a Dockerfile, continuation lines joined. */
export type Instruction = { readonly keyword: string; readonly args: string; readonly line: number };

/** A COPY or ADD, split into its flags, sources and destination. */
export type Copy = {
  readonly from: string | undefined;
  readonly sources: readonly string[];
  readonly destination: string;
};

/** One build stage: its base image (or earlier stage) and its instructions. */
export type Stage = { readonly base: string; readonly name: string | undefined; readonly instructions: Instruction[] };

/** Splits a Dockerfile into instructions; comments and parser directives are skipped. */
export function parseDockerfile(source: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending: { text: string; line: number } | undefined;
  source.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (pending === undefined && (line === '' || line.startsWith('#'))) return;
    if (pending !== undefined && line.startsWith('#')) return;
    const text = line.endsWith('\\') ? line.slice(0, -1) : line;
    pending = pending === undefined ? { text, line: index + 1 } : { ...pending, text: `${pending.text} ${text}` };
    if (line.endsWith('\\')) return;
    const [keyword = '', ...rest] = pending.text.split(/\s+/);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), line: pending.line });
    pending = undefined;
  });
  return instructions;
}

/** Groups instructions by `FROM`; whatever comes before the first `FROM` (global ARGs) is dropped. */
export function stages(instructions: readonly Instruction[]): Stage[] {
  const result: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((w) => !w.startsWith('--'));
      const as = words.findIndex((w) => w.toUpperCase() === 'AS');
      result.push({ base: words[0] ?? '', name: as >= 0 ? words[as + 1] : undefined, instructions: [] });
    } else {
      result.at(-1)?.instructions.push(instruction);
    }
  }
  return result;
}

/** The words of an instruction in exec form (`["a", "b"]`), or split on spaces in shell form. */
export function execWords(args: string): string[] {
  const trimmed = args.trim();
  if (trimmed.startsWith('[')) {
    const parsed: unknown = JSON.parse(trimmed);
    if (!Array.isArray(parsed)) throw new Error(`not an exec form: ${args}`);
    return parsed.map(String);
  }
  return trimmed.split(/\s+/).filter(Boolean);
}

/** Reads a COPY or ADD instruction. */
export function parseCopy(instruction: Instruction): Copy {
  const words = execWords(instruction.args);
  const flags = words.filter((w) => w.startsWith('--'));
  const paths = words.filter((w) => !w.startsWith('--'));
  const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
}

/** The environment a stage's `ENV` instructions set (`ENV A=1 B=2` form). */
export function stageEnv(stage: Stage): Record<string, string> {
  const pairs = stage.instructions
    .filter((i) => i.keyword === 'ENV')
    .flatMap((i) => i.args.split(/\s+/))
    .map((pair) => pair.split('='));
  return Object.fromEntries(pairs.map(([key = '', ...value]) => [key, value.join('=')]));
}

/** The absolute paths a stage's COPY instructions write to, resolved against its WORKDIR. */
export function copyDestinations(stage: Stage): string[] {
  let workdir = '/';
  const destinations: string[] = [];
  for (const instruction of stage.instructions) {
    if (instruction.keyword === 'WORKDIR') workdir = posix.resolve(workdir, instruction.args.trim());
    if (instruction.keyword === 'COPY') destinations.push(posix.resolve(workdir, parseCopy(instruction).destination));
  }
  return destinations;
}
