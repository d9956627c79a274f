export * from './backup-file.ts';
export { OpsContext, type OpsIO } from './ops-context.ts';
export { runReplay } from './replay-command.ts';
export { restoreLogAndFiles, runRestore } from './restore-command.ts';
export { readTar, type TarEntry } from './tar-archive.ts';
