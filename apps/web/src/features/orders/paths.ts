/**
 * Where an order is shown. The citizen's page takes `?placed=1` when the order form has just
 * created the order (the public product pages navigate there after 'Buy Now'), which shows the
 * 'Order placed successfully!' banner once.
 */
export function orderPath(id: string, { placed = false } = {}): string {
  const path = `/dashboard/orders/${encodeURIComponent(id)}`;
  return placed ? `${path}?placed=1` : path;
}

export function adminOrderPath(id: string): string {
  return `/admin-dashboard/orders/${encodeURIComponent(id)}`;
}

/** The order's file through the authorised route (owner or admin); `inline` shows it in place. */
export function orderFilePath(orderId: string, fileId: string, { inline = false } = {}): string {
  const path = `/api/orders/${encodeURIComponent(orderId)}/files/${encodeURIComponent(fileId)}/download`;
  return inline ? `${path}?inline=1` : path;
}
