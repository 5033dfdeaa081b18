// Written by `npm run tables` (scripts/tables/manifest.mjs) from the files' own headers: do not edit.
export const MANIFEST = Object.freeze([
  {"rules":"classic","target":10000,"file":"classic-10000.bin","bytes":324434,"states":40401,"encoding":"exact","maxError":0,"firstPlayerWinChance":0.52878077531308,"fingerprint":"55848eb85a836006811b962bf168ce21","checksum":"633b476632b2d37dc9b308143626d981"},
  {"rules":"zilch","target":10000,"file":"zilch-10000.bin","bytes":652418,"states":952200,"encoding":"compact","maxError":5.960464477539063e-8,"firstPlayerWinChance":0.533024108458702,"fingerprint":"0cde31425c2745878442a19cff8cc007","checksum":"f0daaab04e17a1afc304db92b91ba49d"},
  {"rules":"yarkle","target":10000,"file":"yarkle-10000.bin","bytes":1051556,"states":2433600,"encoding":"compact","maxError":5.960464477539063e-8,"firstPlayerWinChance":0.5276236177432707,"fingerprint":"05d1950234560fe71df8b8d9d9842640","checksum":"c8db52d18efaba1eb34e912e843d6629"},
  {"rules":"absolute","target":10000,"file":"absolute-10000.bin","bytes":2139743,"states":4867200,"encoding":"compact","maxError":5.960464477539063e-8,"firstPlayerWinChance":0.5245184038909947,"fingerprint":"73697a2ecba4021540e6d48384a8a963","checksum":"636791df8c25dca0c47b8242bcb6f7e8"},
  {"rules":"farkel","target":5000,"file":"farkel-5000.bin","bytes":1783434,"states":1468800,"encoding":"compact","maxError":5.960464477539063e-8,"firstPlayerWinChance":0.6926990250225897,"fingerprint":"f442c9cb92b301d3486cf573d8fce573","checksum":"caa1bcc6e292974adca8f8d69a8fbf81"},
].map((entry) => Object.freeze(entry)));
