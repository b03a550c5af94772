// The on-board stop files (docs/station-files.md): generate (the API records it and answers how many lines
// and stops) and download (the company's file, saved as the answered name). Both show 'Đang xử lý..' while
// they run and a toast when done. Loaded when a command runs (station-files.commands.ts).
import { downloadExport, type ExportAnswer, saveBlob } from '@busops/sdk';
import { api } from '../../lib/api';
import { toast, toastError } from '../../lib/toasts';

async function withProgress(text: string, work: () => Promise<void>): Promise<void> {
  const stop = toast.loading(text);
  try {
    await work();
  } catch (error) {
    toastError(error);
  } finally {
    stop();
  }
}

export function generateStationFiles(): Promise<void> {
  return withProgress('Đang tạo file điểm dừng..', async () => {
    const { data } = await api.call('createStationFiles', { body: { all: true } });
    toast.success(`Đã tạo file điểm dừng: ${data.line_count} lượt tuyến, ${data.stop_count} điểm dừng`);
  });
}

export function downloadStationFiles(): Promise<void> {
  return withProgress('Đang tải file điểm dừng..', async () => {
    const file = await downloadExport(
      () => api.call('exportStationFiles', { body: {}, parseAs: 'blob' }) as Promise<ExportAnswer>,
      'diem-dung-thiet-bi.json',
    );
    saveBlob(file.blob, file.filename);
    toast.success('fileDownloaded');
  });
}
