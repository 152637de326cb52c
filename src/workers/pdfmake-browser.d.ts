/** pdfmake 0.3's browser bundle (its published types describe 0.2); used as PdfMakeLike. */
declare module 'pdfmake/build/pdfmake' {
  const pdfMake: unknown;
  export default pdfMake;
}
