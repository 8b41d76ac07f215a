/** Text and attribute values put into HTML (an e-mail, a page's document). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
