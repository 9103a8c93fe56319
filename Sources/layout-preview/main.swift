print("layout-preview")
