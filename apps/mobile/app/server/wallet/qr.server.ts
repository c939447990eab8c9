import QRCode from 'qrcode'

/** A QR code of `text` as a PNG data address, made on the server (the page needs no script for it). */
export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 400 })
}
