// simple-keyboard's main entry is a UMD bundle whose default export Vite's interop does not
// find; its ES module build (the same code) has no declaration file of its own name.
declare module 'simple-keyboard/build/index.modern.esm.js' {
  export { default, SimpleKeyboard } from 'simple-keyboard/build/index.modern';
}
