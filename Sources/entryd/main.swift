print("entryd: not yet implemented")
