import MapKit
import SwiftUI

// MARK: - Model

enum TripKind: String, CaseIterable, Identifiable {
  case city, beach, mountains, roadTrip

  var id: Self { self }

  var title: String {
    switch self {
    case .city: "City"
    case .beach: "Beach"
    case .mountains: "Mountains"
    case .roadTrip: "Road trip"
    }
  }

  var symbol: String {
    switch self {
    case .city: "building.2"
    case .beach: "beach.umbrella"
    case .mountains: "mountain.2"
    case .roadTrip: "car"
    }
  }
}

struct Stop: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var nights: Int
  var isBooked: Bool
}

struct Trip: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var kind: TripKind
  var startDate: Date
  var budget: Double
  var spent: Double
  var stops: [Stop]
  var isFavorite = false

  var nights: Int { stops.reduce(0) { $0 + $1.nights } }
  var progress: Double { spent / budget }
}

extension Trip {
  static let samples: [Trip] = [
    Trip(
      name: "Lisbon & Porto", kind: .city, startDate: .now, budget: 1800, spent: 650,
      stops: [
        Stop(name: "Lisbon", nights: 4, isBooked: true),
        Stop(name: "Sintra", nights: 1, isBooked: false),
        Stop(name: "Porto", nights: 3, isBooked: true),
      ], isFavorite: true),
    Trip(
      name: "Dolomites hut to hut", kind: .mountains, startDate: .now, budget: 1200, spent: 1100,
      stops: [
        Stop(name: "Cortina", nights: 2, isBooked: true),
        Stop(name: "Rifugio Lagazuoi", nights: 1, isBooked: true),
      ]),
    Trip(
      name: "Pacific Coast Highway", kind: .roadTrip, startDate: .now, budget: 3500, spent: 0,
      stops: []),
  ]
}

@Observable
final class TripStore {
  var trips: [Trip] = []
  var isLoading = false

  func load() async {
    isLoading = true
    trips = await TripService.shared.fetchTrips()
    isLoading = false
  }

  func delete(at offsets: IndexSet) {
    trips.remove(atOffsets: offsets)
  }

  static var preview: TripStore {
    let store = TripStore()
    store.trips = Trip.samples
    return store
  }
}

// MARK: - Trip list

struct TripListView: View {
  @Environment(TripStore.self) private var store
  @State private var searchText = ""
  @State private var isAddingTrip = false
  @State private var selectedKind: TripKind?

  var body: some View {
    NavigationStack {
      Group {
        if store.trips.isEmpty && !store.isLoading {
          ContentUnavailableView(
            "No trips yet", systemImage: "airplane.departure",
            description: Text("Plan your first trip with the + button."))
        } else {
          List {
            Section {
              kindFilter
            }
            Section("Upcoming") {
              ForEach(filteredTrips) { trip in
                NavigationLink(value: trip) {
                  TripRow(trip: trip)
                }
                .swipeActions(edge: .trailing) {
                  Button("Delete", systemImage: "trash", role: .destructive) {}
                }
              }
              .onDelete(perform: store.delete)
            }
          }
          .listStyle(.insetGrouped)
        }
      }
      .navigationTitle("Trips")
      .navigationDestination(for: Trip.self) { trip in
        TripDetailView(trip: trip)
      }
      .searchable(text: $searchText, prompt: "Search trips")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          EditButton()
        }
        ToolbarItem(placement: .primaryAction) {
          Button {
            isAddingTrip = true
          } label: {
            Label("New Trip", systemImage: "plus")
          }
        }
      }
      .sheet(isPresented: $isAddingTrip) {
        NewTripForm()
      }
      .refreshable { await store.load() }
      .task { await store.load() }
    }
  }

  private var filteredTrips: [Trip] {
    store.trips.filter { trip in
      (selectedKind == nil || trip.kind == selectedKind)
        && (searchText.isEmpty || trip.name.localizedCaseInsensitiveContains(searchText))
    }
  }

  private var kindFilter: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      HStack(spacing: 8) {
        ForEach(TripKind.allCases) { kind in
          KindChip(kind: kind, isSelected: kind == selectedKind)
            .onTapGesture { selectedKind = kind == selectedKind ? nil : kind }
        }
      }
      .padding(.vertical, 4)
    }
  }
}

struct KindChip: View {
  let kind: TripKind
  var isSelected = false

  var body: some View {
    Label(kind.title, systemImage: kind.symbol)
      .font(.subheadline)
      .padding(.horizontal, 12)
      .padding(.vertical, 6)
      .background(isSelected ? Color.accentColor : Color(.secondarySystemBackground))
      .foregroundStyle(isSelected ? .white : .primary)
      .clipShape(Capsule())
  }
}

struct TripRow: View {
  let trip: Trip

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: trip.kind.symbol)
        .font(.title2)
        .frame(width: 44, height: 44)
        .background(.tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
      VStack(alignment: .leading, spacing: 2) {
        Text(trip.name)
          .font(.headline)
        Text("\(trip.stops.count) stops · \(trip.nights) nights")
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Spacer()
      if trip.isFavorite {
        Image(systemName: "star.fill")
          .foregroundStyle(.yellow)
          .accessibilityLabel("Favorite")
      }
    }
    .padding(.vertical, 4)
  }
}

// MARK: - Trip detail

struct TripDetailView: View {
  let trip: Trip
  @State private var showsMap = true
  @State private var isSharing = false

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 20) {
        header
        BudgetCard(budget: trip.budget, spent: trip.spent)
        if showsMap {
          Map()
            .frame(height: 180)
            .clipShape(RoundedRectangle(cornerRadius: 16))
        }
        stopsSection
      }
      .padding()
    }
    .navigationTitle(trip.name)
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
      ToolbarItemGroup(placement: .topBarTrailing) {
        Toggle(isOn: $showsMap) {
          Label("Map", systemImage: "map")
        }
        ShareLink(item: trip.name)
      }
    }
  }

  private var header: some View {
    VStack(alignment: .leading, spacing: 6) {
      Label(trip.kind.title, systemImage: trip.kind.symbol)
        .font(.caption.weight(.semibold))
        .textCase(.uppercase)
        .foregroundStyle(.secondary)
      Text(trip.name)
        .font(.largeTitle.bold())
      Text(trip.startDate, style: .date)
        .font(.subheadline)
    }
  }

  @ViewBuilder
  private var stopsSection: some View {
    Text("Stops")
      .font(.title3.bold())
    if trip.stops.isEmpty {
      Text("No stops planned yet.")
        .foregroundStyle(.secondary)
    } else {
      ForEach(Array(trip.stops.enumerated()), id: \.element.id) { index, stop in
        StopRow(number: index + 1, stop: stop)
        if index < trip.stops.count - 1 {
          Divider()
        }
      }
    }
  }
}

struct BudgetCard: View {
  let budget: Double
  let spent: Double

  private var remaining: Double { budget - spent }

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Text("Budget")
          .font(.headline)
        Spacer()
        Text(budget, format: .currency(code: "EUR"))
          .monospacedDigit()
      }
      ProgressView(value: spent, total: budget)
        .tint(spent > budget * 0.9 ? .red : .green)
      Text("\(remaining, specifier: "%.0f") € left")
        .font(.footnote)
        .foregroundStyle(.secondary)
    }
    .padding()
    .background(Color(.secondarySystemBackground))
    .clipShape(RoundedRectangle(cornerRadius: 16))
  }
}

struct StopRow: View {
  let number: Int
  let stop: Stop

  var body: some View {
    HStack(alignment: .firstTextBaseline) {
      Text("\(number)")
        .font(.headline)
        .frame(width: 28)
      VStack(alignment: .leading) {
        Text(stop.name)
        Text(stop.nights == 1 ? "1 night" : "\(stop.nights) nights")
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      Spacer()
      Image(systemName: stop.isBooked ? "checkmark.circle.fill" : "circle")
        .foregroundStyle(stop.isBooked ? .green : .secondary)
    }
  }
}

// MARK: - New trip

struct NewTripForm: View {
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""
  @State private var kind: TripKind = .city
  @State private var startDate = Date.now
  @State private var nights = 3
  @State private var budget = 1000.0
  @State private var remindMe = true

  var body: some View {
    NavigationStack {
      Form {
        Section("Trip") {
          TextField("Name", text: $name)
          Picker("Kind", selection: $kind) {
            ForEach(TripKind.allCases) { kind in
              Label(kind.title, systemImage: kind.symbol).tag(kind)
            }
          }
          DatePicker("Starts", selection: $startDate, displayedComponents: .date)
          Stepper("\(nights) nights", value: $nights, in: 1...60)
        }
        Section {
          Slider(value: $budget, in: 100...10_000, step: 100) {
            Text("Budget")
          }
          Text("Budget: \(Int(budget)) €")
        } header: {
          Text("Money")
        } footer: {
          Text("You can change the budget at any time.")
        }
        Section {
          Toggle("Remind me a week before", isOn: $remindMe)
        }
      }
      .navigationTitle("New Trip")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Add") { dismiss() }
            .disabled(name.isEmpty)
        }
      }
    }
  }
}

// MARK: - Previews

#Preview("Trips") {
  TripListView()
    .environment(TripStore.preview)
}

#Preview("Detail") {
  NavigationStack {
    TripDetailView(trip: Trip.samples[0])
  }
}

#Preview("Empty trip", traits: .landscapeLeft) {
  NavigationStack {
    TripDetailView(trip: Trip.samples[2])
  }
}

#Preview("New trip") {
  NewTripForm()
}

#Preview("Row", traits: .sizeThatFitsLayout) {
  TripRow(trip: Trip.samples[0])
    .padding()
}
