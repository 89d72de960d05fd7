/** The maintained SWIFT MT940 parser ships no types; what this module uses of it. */
declare module "mt940js" {
  const mt940: { Parser: new () => { parse(text: string): unknown[] } };
  export default mt940;
}
