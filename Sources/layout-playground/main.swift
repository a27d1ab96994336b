print("layout-playground: not wired yet")
