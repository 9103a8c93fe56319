/// `Layouts/sign-in.yaml` written as SwiftUI, so the session's keystrokes on a Swift preview are
/// timed against the same screen read from a layout file (the benchmark prints whether both lay
/// out to the same frames).
enum SignInSwiftUI {
  static let source = """
    import SwiftUI

    struct SignIn: View {
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
        }
      }
    }

    #Preview("Sign in") {
      SignIn()
    }
    """
}
