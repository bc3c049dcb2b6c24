from billing.export_invoices import COLUMNS


def test_columns_are_stable():
    # 下游对账脚本按列号读取，列顺序与表头不可变
    assert COLUMNS == ["invoice_id", "customer_id", "issued_at", "amount_cents", "month"]
