import * as Y from 'yaml';
const laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
for (let level = 1; level < 9; level++) {
  const prev = String.fromCharCode(96 + level);
  const name = String.fromCharCode(97 + level);
  laughs.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
}
let t=Date.now();
const docs = Y.parseAllDocuments(laughs.join('\n'), { merge: true, intAsBigInt: true, uniqueKeys: true });
console.log('parse', Date.now()-t);
t=Date.now();
let n=0; Y.visit(docs[0], { Scalar() { n++; } }); console.log('visit', n, Date.now()-t);
