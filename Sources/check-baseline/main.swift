print("check-baseline: under construction")
