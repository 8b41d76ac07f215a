/** "5 años", "un año": how long the evidence is kept, as the certificates and history say it. */
export const yearsText = (years: number) => (years === 1 ? "un año" : `${years} años`);
