/** pdfmake 0.3's Node entry (its published types describe 0.2); used as PdfMakeLike. */
declare module 'pdfmake' {
  const pdfmake: unknown;
  export default pdfmake;
}
