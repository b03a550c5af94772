// spec §7: exports repeat the list call with export=true and offer the answered file; spec §8 toasts.
import { downloadExport, type ExportAnswer, saveBlob } from '@busops/sdk';
import { toast, toastError } from '../../lib/toasts';

export async function exportToFile(
  call: () => Promise<ExportAnswer>,
  fallbackFilename: string,
): Promise<void> {
  const stop = toast.loading();
  try {
    const file = await downloadExport(call, fallbackFilename);
    saveBlob(file.blob, file.filename);
    toast.success('fileDownloaded');
  } catch (error) {
    toastError(error);
  } finally {
    stop();
  }
}
