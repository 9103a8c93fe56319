import SwiftUI

/// Layouts/sign-in.yaml as an iOS developer writes it.
struct SignInView: View {
  @State private var email = ""
  @State private var password = ""

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Text("Welcome back")
          .font(.largeTitle)
          .id("title")
        Text("Sign in to sync your notes across devices.")
          .font(.subheadline)
          .id("subtitle")
        TextField("Email", text: $email)
          .id("email")
        SecureField("Password", text: $password)
          .id("password")
        Button("Sign In") {}
          .buttonStyle(.borderedProminent)
          .controlSize(.large)
          .frame(maxWidth: .infinity)
          .id("primary")
        Button("Forgot password?") {}
          .frame(maxWidth: .infinity)
          .id("forgot")
        Spacer()
      }
      .padding(20)
      .textFieldStyle(.roundedBorder)
    }
  }
}

#Preview("Sign in") {
  SignInView()
}
