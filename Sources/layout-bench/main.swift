print("layout-bench: not written yet")
