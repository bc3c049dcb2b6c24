"""按自然月导出发票汇总 CSV。"""
from __future__ import annotations

import csv
from datetime import datetime
from zoneinfo import ZoneInfo

BILLING_TZ = ZoneInfo("Asia/Shanghai")
COLUMNS = ["invoice_id", "customer_id", "issued_at", "amount_cents", "month"]


def billing_month(issued_at: datetime) -> str:
    """发票所属账单月：按账单时区（Asia/Shanghai）的自然月切分。"""
    local = issued_at.astimezone(BILLING_TZ)
    return f"{local.year:04d}-{local.month:02d}"


def export(invoices, out):
    writer = csv.DictWriter(out, fieldnames=COLUMNS)
    writer.writeheader()
    for inv in invoices:
        writer.writerow({**inv, "month": billing_month(inv["issued_at"])})
