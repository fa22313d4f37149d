/** A file part written to DATA_DIR/tmp while it arrived; moved into the media store once accepted. */
export interface StagedFile {
  field: string;
  path: string;
  size: number;
  sha256: string;
  declaredType: string;
  name: string | null;
}
