// 结算页：商品、优惠与应付金额。
export function CheckoutPage(): null {
  return null;
}
