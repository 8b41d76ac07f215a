/** The id of the document's data block holding the API's first answers (decision 030). */
export const FIRST_ANSWERS_ELEMENT_ID = "first-answers";
