/**
 * The records of a CSV file as a spreadsheet saves it: RFC 4180 quoting, CRLF or LF, a
 * UTF-8 BOM, and ";" (Spanish Excel) or "," as the separator, whichever the header uses.
 * Each record keeps the line it starts on, for errors a person can find.
 */
export function readCsv(text: string): { line: number; fields: string[] }[] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const separator = firstLine.split(";").length >= firstLine.split(",").length ? ";" : ",";
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endField = () => {
    fields.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    if (fields.some((value) => value.trim() !== "")) records.push({ line: recordLine, fields });
    fields = [];
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index] as string;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        field += char;
      }
    } else if (char === '"' && field === "") quoted = true;
    else if (char === separator) endField();
    else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[index + 1] === "\n") index++;
      endRecord();
      line++;
      recordLine = line;
    } else field += char;
  }
  if (field !== "" || fields.length) endRecord();
  return records;
}
