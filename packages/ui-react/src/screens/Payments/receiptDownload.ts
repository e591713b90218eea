import { receiptFileName, type Receipt } from '@ott/common';

/** Saves `blob` under `fileName` through a temporary link (the browser's download). */
function saveAs(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the address is not needed afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A receipt as the viewer gets it (spec 001 §9): a document is saved as receipt_{id}.pdf; an HTML
 * receipt opens in a new tab, or is saved as receipt_{id}.html when the browser blocks the tab.
 */
export function deliverReceipt(receipt: Receipt, transactionId: string): 'saved' | 'shown' {
  if (typeof receipt !== 'string') {
    saveAs(receipt, receiptFileName(transactionId));
    return 'saved';
  }
  const html = new Blob([receipt], { type: 'text/html' });
  const url = URL.createObjectURL(html);
  const tab = window.open(url, '_blank', 'noopener');
  if (tab) {
    // The new tab has loaded the address by the time a minute has passed.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return 'shown';
  }
  URL.revokeObjectURL(url);
  saveAs(html, receiptFileName(transactionId).replace(/\.pdf$/, '.html'));
  return 'saved';
}
