/** The offline gazetteer's data, encoded at build time by web/vite.config.ts (gazetteer-codec.ts). */
declare module 'virtual:us-gazetteer' {
  const data: import('./gazetteer-codec.js').EncodedGazetteer;
  export default data;
}
