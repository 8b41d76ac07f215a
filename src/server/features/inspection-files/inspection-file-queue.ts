// The queue's name is stored with its jobs: renaming it would strand them.
export const INSPECTION_FILE_QUEUE = "inspection-file";

export interface InspectionFileJob {
  fileId: string;
}
