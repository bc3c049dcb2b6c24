// 订单列表页（后台）：筛选条件与分页。
export function OrderList(): null {
  return null;
}
