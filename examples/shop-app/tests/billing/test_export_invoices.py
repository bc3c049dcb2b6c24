from datetime import datetime, timezone

from billing.export_invoices import billing_month


def test_utc_evening_of_month_end_belongs_to_next_local_month():
    # 2026-04-30 16:30 UTC = 2026-05-01 00:30 Asia/Shanghai
    assert billing_month(datetime(2026, 4, 30, 16, 30, tzinfo=timezone.utc)) == "2026-05"


def test_local_month_end_stays_in_month():
    # 2026-04-30 15:59 UTC = 2026-04-30 23:59 Asia/Shanghai
    assert billing_month(datetime(2026, 4, 30, 15, 59, tzinfo=timezone.utc)) == "2026-04"
