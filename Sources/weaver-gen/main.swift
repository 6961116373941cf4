import WeaverGenCore

print(DiagnosticPrinter.summary(errors: 0, warnings: 0))
