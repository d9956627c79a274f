// Preloaded (`--import`) into the Node processes devkit starts: when the process that started
// this one dies, even by SIGKILL, the IPC channel between them closes, and this process stops
// itself as a SIGTERM would stop it. So a launcher that dies hard leaves no service behind.
if (process.channel) {
  // the channel must not keep a process alive that has nothing else to do
  process.channel.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
