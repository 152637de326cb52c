def total_by_category(csv_text: str) -> dict:
    # Return {category: total amount rounded to 2 decimals}.
    pass
