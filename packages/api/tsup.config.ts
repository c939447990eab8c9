import { defineConfig } from 'tsup'

export default defineConfig({
  // `sockets` is a separate entry so browsers load the socket client without zod and the HTTP modules.
  entry: ['src/index.ts', 'src/sockets.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
})
