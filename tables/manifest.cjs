'use strict';
// Written by `npm run tables` (scripts/tables/manifest.mjs) from the files' own headers: do not edit.
exports.MANIFEST = Object.freeze([
  {"rules":"classic","target":10000,"file":"classic-10000.bin","bytes":324442,"states":40401,"encoding":"exact","maxError":0,"firstPlayerWinChance":0.52878077531308,"fingerprint":"55848eb85a836006811b962bf168ce21","checksum":"5203e4fd341bbb3694408d696f20a5a4"},
  {"rules":"zilch","target":10000,"file":"zilch-10000.bin","bytes":652426,"states":952200,"encoding":"compact","maxError":5.960464477539063e-8,"firstPlayerWinChance":0.533024108458702,"fingerprint":"0cde31425c2745878442a19cff8cc007","checksum":"9dc0edb6794ebb04dbe0baedd71adb12"},
  {"rules":"yarkle","target":10000,"file":"yarkle-10000.bin","bytes":1051564,"states":2433600,"encoding":"compact","maxError":5.960464477539063e-8,"firstPlayerWinChance":0.5276236177432707,"fingerprint":"05d1950234560fe71df8b8d9d9842640","checksum":"b417b1faa77303be220538779ccf2e94"},
  {"rules":"absolute","target":10000,"file":"absolute-10000.bin","bytes":2139751,"states":4867200,"encoding":"compact","maxError":5.960464477539063e-8,"firstPlayerWinChance":0.5245184038909947,"fingerprint":"73697a2ecba4021540e6d48384a8a963","checksum":"481b6e09716ca359a363dd3a6ea461cf"},
  {"rules":"farkel","target":8000,"file":"farkel-8000.bin","bytes":5517437,"states":5971968,"encoding":"compact","maxError":5.960464477539063e-8,"firstPlayerWinChance":0.6186833603658446,"fingerprint":"f442c9cb92b301d3486cf573d8fce573","checksum":"d4fab29c9aabcd4cd5c549f0d06cc249"},
].map((entry) => Object.freeze(entry)));
